import { Copy } from 'lucide-react';
import { snippetTag } from '@/src/domain/review';
import { reviewText } from '@/src/text/nl/review';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/lib/toast';

const t = reviewText.review;

/** The one line a preview site includes to let the client pin comments on it, with a copy button. */
export function SnippetCard() {
  // The page is served by the portal itself: its origin is the one preview sites load the script from.
  const line = snippetTag(window.location.origin);

  async function copy() {
    try {
      await navigator.clipboard.writeText(line);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  }

  return (
    <SectionCard id="reviewscript" title={t.snippetTitle} description={t.snippetDescription}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded-md bg-muted p-3 font-mono text-sm wrap-anywhere select-all" data-testid="snippet-line">
          {line}
        </code>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t.copy}
        </Button>
      </div>
    </SectionCard>
  );
}
