// Icon names an owner may use in YAML; src/blocks/icon.tsx maps each to a lucide-react icon.
export const iconNames = [
  'sparkles', 'gem', 'smile', 'link', 'party-popper', 'heart', 'star', 'gift', 'users', 'calendar',
  'map-pin', 'clock', 'shield-check', 'car', 'camera', 'crown', 'percent', 'zap', 'briefcase',
  'music', 'cake', 'sun', 'droplet', 'home', 'phone', 'mail', 'check',
] as const;
export type IconName = (typeof iconNames)[number];
