import {
  ArrowLeftIcon,
  BellIcon,
  CameraIcon,
  ClapperboardIcon,
  CoffeeIcon,
  FolderIcon,
  GamepadIcon,
  HeartIcon,
  KeyboardIcon,
  LightbulbIcon,
  type LucideIcon,
  MessageSquareIcon,
  MicIcon,
  MicOffIcon,
  MonitorIcon,
  MusicIcon,
  PauseIcon,
  PlayIcon,
  RadioIcon,
  RepeatIcon,
  SparklesIcon,
  SquareIcon,
  TimerIcon,
  UsersIcon,
  Volume2Icon,
  VolumeXIcon,
  ZapIcon,
} from "lucide-react";

/**
 * Lucide icons a button may name (kebab-case, as stored). A fixed map keeps the client bundle
 * small; adding an icon here makes it available to every screen.
 */
export const BUTTON_ICONS: Record<string, LucideIcon> = {
  "arrow-left": ArrowLeftIcon,
  bell: BellIcon,
  camera: CameraIcon,
  clapperboard: ClapperboardIcon,
  coffee: CoffeeIcon,
  folder: FolderIcon,
  gamepad: GamepadIcon,
  heart: HeartIcon,
  keyboard: KeyboardIcon,
  lightbulb: LightbulbIcon,
  "message-square": MessageSquareIcon,
  mic: MicIcon,
  "mic-off": MicOffIcon,
  monitor: MonitorIcon,
  music: MusicIcon,
  pause: PauseIcon,
  play: PlayIcon,
  radio: RadioIcon,
  repeat: RepeatIcon,
  sparkles: SparklesIcon,
  square: SquareIcon,
  timer: TimerIcon,
  users: UsersIcon,
  "volume-2": Volume2Icon,
  "volume-x": VolumeXIcon,
  zap: ZapIcon,
};

export function getButtonIcon(name: string | undefined): LucideIcon | undefined {
  return name ? BUTTON_ICONS[name] : undefined;
}
