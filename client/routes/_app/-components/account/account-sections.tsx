import { Link } from '@tanstack/react-router';
import { Bell, CreditCard, Lock, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { accountPage } from '@/src/text/nl/account';
import { cn } from '@/client/lib/class-names';

import { type AccountSection } from '@/src/domain/account-sections';

const ICONS: Record<AccountSection, LucideIcon> = { profiel: UserRound, beveiliging: Lock, meldingen: Bell, betaling: CreditCard, privacy: ShieldCheck };

/** The sub-navigation: a row of links that wraps on a phone (it never scrolls sideways). */
export function AccountSectionNav({ sections, current }: { sections: readonly AccountSection[]; current: AccountSection }) {
  return (
    <nav aria-label={accountPage.sectionsLabel} className="mb-6">
      <ul className="flex flex-wrap gap-2 border-b pb-3">
        {sections.map((section) => {
          const Icon = ICONS[section];
          const active = section === current;
          return (
            <li key={section}>
              <Link
                to="/account"
                search={{ sectie: section }}
                replace
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  active ? 'bg-primary text-primary-foreground shadow-xs' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {accountPage.sections[section]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
