import { formatEuro } from '@/src/domain/money';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { Badge } from '@/client/components/ui/badge';

/** "€ 49,00 excl. btw", or "€ 9,95 per maand excl. btw" for a recurring module (spec 9): the checkout adds the VAT. */
export function modulePrice(price: string, isRecurring: boolean): string {
  const t = moduleWords.modulesPage;
  return t.exclVat(isRecurring ? t.perMonth(formatEuro(price)) : formatEuro(price));
}

export function ModuleKindBadge({ isRecurring }: { isRecurring: boolean }) {
  return <Badge tone={isRecurring ? 'primary' : 'neutral'}>{isRecurring ? moduleWords.modulesPage.monthly : moduleWords.modulesPage.oneOff}</Badge>;
}
