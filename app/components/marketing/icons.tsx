import { BrainCircuit, Clock, Globe, History, Inbox, Layers, ShieldCheck, Sparkles } from "lucide-react";
import type { Tile } from "../../../common/content/marketing";

const map = {
  sparkles: Sparkles,
  clock: Clock,
  brain: BrainCircuit,
  inbox: Inbox,
  globe: Globe,
  history: History,
  layers: Layers,
  shield: ShieldCheck,
} as const;

export function TileIcon({ name, className = "size-5" }: { name: Tile["icon"]; className?: string }) {
  const Icon = map[name];
  return <Icon className={className} aria-hidden />;
}
