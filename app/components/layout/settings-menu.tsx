import { ChevronDown, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";

/**
 * The signed-in settings menu (Account, Log out). Split out of the header and loaded lazily, so the
 * Radix dropdown's code is only downloaded by signed-in visitors (public-site JS budget, decision 035).
 */
export default function SettingsMenu({
  navigate,
  logOut,
}: {
  navigate: (to: string) => void;
  logOut: () => Promise<void>;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        data-testid="settings-menu"
      >
        <Settings className="size-4" aria-hidden />
        Settings
        <ChevronDown className="size-3.5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item
            className="cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            onSelect={() => navigate("/account")}
          >
            Account
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
            onSelect={() => void logOut()}
          >
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
