import { formatEuro } from '@/src/domain/money';
import { nl } from '@/src/text/nl';
import { Badge } from '@/client/components/ui/badge';

/** "€ 49,00", or "€ 9,95 per maand" for a recurring module (spec 9). */
export function modulePrice(price: string, isRecurring: boolean): string {
  return isRecurring ? nl.modulesPage.perMonth(formatEuro(price)) : formatEuro(price);
}

export function ModuleKindBadge({ isRecurring }: { isRecurring: boolean }) {
  return <Badge tone={isRecurring ? 'primary' : 'neutral'}>{isRecurring ? nl.modulesPage.monthly : nl.modulesPage.oneOff}</Badge>;
}
