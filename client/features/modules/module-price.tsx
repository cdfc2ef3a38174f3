import { formatEuro } from '@/src/domain/money';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { Badge } from '@/client/components/ui/badge';

/** "€ 49,00", or "€ 9,95 per maand" for a recurring module (spec 9). */
export function modulePrice(price: string, isRecurring: boolean): string {
  return isRecurring ? moduleWords.modulesPage.perMonth(formatEuro(price)) : formatEuro(price);
}

export function ModuleKindBadge({ isRecurring }: { isRecurring: boolean }) {
  return <Badge tone={isRecurring ? 'primary' : 'neutral'}>{isRecurring ? moduleWords.modulesPage.monthly : moduleWords.modulesPage.oneOff}</Badge>;
}
