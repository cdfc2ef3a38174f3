import { formatEuro } from '@/src/domain/money';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { Badge } from '@/client/components/ui/badge';

/** "€ 49,00 excl. btw", or "€ 9,95 per maand excl. btw" for a recurring module (spec 9). */
export function modulePrice(price: string, isRecurring: boolean): string {
  const words = moduleWords.modulesPage;
  return isRecurring ? words.perMonth(formatEuro(price)) : words.oneOffPrice(formatEuro(price));
}

export function ModuleKindBadge({ isRecurring }: { isRecurring: boolean }) {
  return <Badge tone={isRecurring ? 'primary' : 'neutral'}>{isRecurring ? moduleWords.modulesPage.monthly : moduleWords.modulesPage.oneOff}</Badge>;
}
