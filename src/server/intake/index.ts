// The questions before the visit (`intake` of each service in site.config.yaml): which questions a booking or
// a party guest answers, their form fields, reading and keeping the answers, and the owner's view of them.
// The customer answers on their appointment page (customer-intake.tsx); a party's guests on the party's page.
export { intakeQuestionsFor, questionsOfBooking, serviceKeyOf, intakeSourceOfMail, type IntakeQuestion, type IntakeSource, type IntakeSourceLike } from './questions.ts';
export { IntakeFields, type IntakeFieldsProps } from './IntakeFields.tsx';
export {
  readIntakeAnswers, saveIntakeStatements, intakeAnswersOf, intakeAnswersOfMany, valuesOfAnswers, answersText, answerLine, fieldName, signedName,
  type IntakeAnswer, type StoredAnswer, type IntakeRead, type SaveOptions, type IntakeAlertData,
} from './answers.ts';
export { AnswerList, OwnerAnswers } from './AnswerList.tsx';
export { intakeText } from './intake-text.ts';
export { bookingRemovalStatements } from '../bookings/removal.ts';
