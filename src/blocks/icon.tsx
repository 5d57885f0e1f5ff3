import Briefcase from 'lucide-react/icons/briefcase';
import Cake from 'lucide-react/icons/cake';
import Calendar from 'lucide-react/icons/calendar';
import Camera from 'lucide-react/icons/camera';
import Car from 'lucide-react/icons/car';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Crown from 'lucide-react/icons/crown';
import Droplet from 'lucide-react/icons/droplet';
import Gem from 'lucide-react/icons/gem';
import Gift from 'lucide-react/icons/gift';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import LinkIcon from 'lucide-react/icons/link';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Music from 'lucide-react/icons/music';
import PartyPopper from 'lucide-react/icons/party-popper';
import Percent from 'lucide-react/icons/percent';
import Phone from 'lucide-react/icons/phone';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smile from 'lucide-react/icons/smile';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Sun from 'lucide-react/icons/sun';
import Users from 'lucide-react/icons/users';
import Zap from 'lucide-react/icons/zap';
import type { LucideIcon } from 'lucide-react';
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
