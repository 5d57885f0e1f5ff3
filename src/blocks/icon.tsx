import {
  Briefcase, Cake, Calendar, Camera, Car, Check, Clock, Crown, Droplet, Gem, Gift, Heart, House,
  Link as LinkIcon, Mail, MapPin, Music, PartyPopper, Percent, Phone, ShieldCheck, Smile, Sparkles,
  Star, Sun, Users, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../schema/icons.ts';

const icons = {
  sparkles: Sparkles, gem: Gem, smile: Smile, link: LinkIcon, 'party-popper': PartyPopper, heart: Heart,
  star: Star, gift: Gift, users: Users, calendar: Calendar, 'map-pin': MapPin, clock: Clock,
  'shield-check': ShieldCheck, car: Car, camera: Camera, crown: Crown, percent: Percent, zap: Zap,
  briefcase: Briefcase, music: Music, cake: Cake, sun: Sun, droplet: Droplet, home: House, phone: Phone,
  mail: Mail, check: Check,
} satisfies Record<IconName, LucideIcon>;

export function Icon({ name, size = 24, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  const Component = icons[name];
  return <Component size={size} aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} />;
}
