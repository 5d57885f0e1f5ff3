// The booking form as the browser loads it: in its own chunk (see src/islands/modules.ts).
export { BookingForm as default } from './BookingForm.tsx';
