import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { cn } from '@/client/lib/class-names';
import { Button } from './button';
import { listsText } from '@/src/text/nl/lists';

// A row's actions behind one labelled button ("Acties"), so a table keeps its width and every
// action still shows its name. Arrow keys move through the items, Escape closes the menu.

type ActionsMenuProps = {
  /** The button's name for a screen reader, naming the row: "Acties voor factuur 2026-0007". */
  name: string;
  /** Busy while one of its actions runs (a download), as the button it replaces would be. */
  busy?: boolean;
  children: ReactNode;
};

export function ActionsMenu({ name, busy, children }: ActionsMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={name} loading={busy}>
          {listsText.lists.actions}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      {/* Not portalled to the body: the open menu stays inside the page's main landmark (axe: region); its fixed position escapes the table's overflow. */}
      <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-md border bg-card p-1 text-foreground shadow-md">
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

type ActionsMenuItemProps = { icon: LucideIcon; destructive?: boolean; onSelect: () => void; children: ReactNode };

export function ActionsMenuItem({ icon: Icon, destructive, onSelect, children }: ActionsMenuItemProps) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={cn(
        'flex cursor-default items-center gap-2 rounded-sm px-2 py-2 text-sm whitespace-nowrap outline-none select-none data-[highlighted]:bg-accent',
        destructive && 'text-destructive',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </DropdownMenu.Item>
  );
}
