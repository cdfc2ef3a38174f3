import { useMemo, useRef, useState } from 'react';
import { pinLabel, pinTargetLabel, REVIEW_VIEWPORTS, type PinDraft, type ReviewViewport, type SnippetPin } from '@/src/domain/review';
import { canApproveStep, isOpenStep } from '@/src/domain/statuses';
import { reviewText } from '@/src/text/nl/review';
import { SectionCard } from '@/client/components/layout/section-card';
import { toast } from '@/client/lib/toast';
import { errorMessage, trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';
import { useFollowLiveProject } from '@/client/features/live/live-updates';
import { ImageReview } from './image-review';
import { NewPinForm } from './new-pin-form';
import { PinList } from './pin-list';
import { ReviewToolbar } from './review-toolbar';
import { ScaledViewport } from './scaled-viewport';
import { usePreviewBridge } from './use-preview-bridge';

const t = reviewText.review;

export type ReviewData = RouterOutputs['project']['review']['get'];

type Draft = { kind: 'page'; draft: PinDraft } | { kind: 'image'; uploadId: string; fileName: string; xFraction: number; yFraction: number };

/** Phones start on the phone's width, anything wider on the desktop's. */
const firstViewport = (): ReviewViewport => (window.innerWidth < 768 ? 'phone' : 'desktop');

/**
 * The review screen: the preview framed at a chosen width (or an uploaded image) with the pins of the
 * step's current round beside it. The client places pins; both sides open and answer them.
 */
export function ReviewScreen({ projectId, stepId, role }: { projectId: string; stepId: string | undefined; role: 'client' | 'staff' }) {
  const [screen] = trpc.project.review.get.useSuspenseQuery({ projectId, stepId });
  useFollowLiveProject(projectId);
  const utils = useTrpcUtils();
  const placePin = trpc.project.review.placePin.useMutation();
  const origin = screen.project.previewOrigin;
  const step = screen.steps.find((candidate) => candidate.id === screen.stepId) ?? null;
  const round = step?.rounds.at(-1) ?? null;
  const pins = useMemo(() => screen.pins.filter((pin) => pin.roundId === round?.id), [screen.pins, round?.id]);

  const [source, setSource] = useState<'page' | 'image'>(origin ? 'page' : 'image');
  const [viewport, setViewport] = useState<ReviewViewport>(firstViewport);
  const [imageId, setImageId] = useState<string | null>(screen.images[0]?.id ?? null);
  const [placing, setPlacing] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [frameSrc, setFrameSrc] = useState(origin ? screen.project.buildLink! : null);
  const frame = useRef<HTMLIFrameElement>(null);

  const canPlace = role === 'client' && step !== null && canApproveStep(step.status);
  const size = REVIEW_VIEWPORTS.find((option) => option.key === viewport)!;
  const image = screen.images.find((candidate) => candidate.id === imageId) ?? null;
  const snippetPins = useMemo<SnippetPin[]>(
    () =>
      pins.flatMap((pin) =>
        pin.target === 'page' && pin.pagePath && pin.selector
          ? [{ id: pin.id, number: pin.number, label: pinLabel(pin), path: pin.pagePath, selector: pin.selector, textFallback: pin.textFallback, xFraction: pin.xFraction, yFraction: pin.yFraction, resolved: pin.status === 'resolved' }]
          : [],
      ),
    [pins],
  );

  const bridge = usePreviewBridge({
    frame,
    origin,
    pins: snippetPins,
    placing: placing && source === 'page',
    onPicked: (picked) => {
      setDraft({ kind: 'page', draft: picked });
      setSelectedId(null);
    },
    onPinClicked: (pinId) => setSelectedId(pinId),
  });

  function select(pinId: string | null) {
    setSelectedId(pinId);
    const pin = pins.find((candidate) => candidate.id === pinId);
    if (pin && pin.pagePath === bridge.path) bridge.send({ type: 'focus-pin', pinId: pin.id });
  }

  async function save(comment: string) {
    if (!draft || !step) return;
    const where =
      draft.kind === 'page'
        ? { target: 'page' as const, ...draft.draft, path: draft.draft.path }
        : { target: 'image' as const, uploadId: draft.uploadId, xFraction: draft.xFraction, yFraction: draft.yFraction };
    try {
      const placed = await placePin.mutateAsync({ projectId, stepId: step.id, comment, where });
      toast.success(t.placed);
      setDraft(null);
      setPlacing(false);
      setSelectedId(placed.id);
    } catch (error) {
      toast.error(errorMessage(error, t.placeFailed));
    }
    await Promise.all([utils.project.review.get.invalidate({ projectId }), utils.project.timeline.get.invalidate({ projectId })]);
  }

  const draftTarget =
    draft?.kind === 'page'
      ? pinTargetLabel({ target: 'page', elementRole: draft.draft.elementRole, elementName: draft.draft.elementName })
      : draft
        ? pinTargetLabel({ target: 'image', elementRole: null, elementName: null, imageName: draft.fileName })
        : '';

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid min-w-0 gap-4">
        <ReviewToolbar
          source={source}
          onSource={origin && screen.images.length > 0 ? setSource : null}
          viewport={viewport}
          onViewport={setViewport}
          images={screen.images}
          imageId={imageId}
          onImage={setImageId}
          placing={canPlace && (source === 'page' ? bridge.connected : image !== null) ? placing : null}
          onPlacing={setPlacing}
        />
        {placing && <p className="text-sm text-muted-foreground" role="status">{source === 'page' ? t.placingOn : t.placingOnImage}</p>}
        {source === 'page' && origin && frameSrc ? (
          <>
            {bridge.absent && <p className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" role="note">{t.noSnippet}</p>}
            <ScaledViewport width={size.width} height={size.height}>
              <iframe
                ref={frame}
                src={frameSrc}
                title={t.frameTitle}
                width={size.width}
                height={size.height}
                onLoad={bridge.frameLoaded}
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
                referrerPolicy="no-referrer"
                className="block border-0 bg-white"
                data-testid="preview-frame"
              />
            </ScaledViewport>
          </>
        ) : source === 'page' ? (
          <p className="text-sm text-muted-foreground">{t.noBuildLink}</p>
        ) : image ? (
          <ImageReview
            image={image}
            pins={pins.filter((pin) => pin.target === 'image' && pin.imageUploadId === image.id)}
            placing={placing}
            selectedId={selectedId}
            onSelect={select}
            onPicked={(spot) => setDraft({ kind: 'image', uploadId: image.id, fileName: image.fileName, ...spot })}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t.noImages}</p>
        )}
      </div>
      <SectionCard id="opmerkingen" title={t.pins} description={step && round ? t.roundOf(round.roundNumber, step.stepName) : t.noRound}>
        <div className="grid gap-3">
          {draft && <NewPinForm key={JSON.stringify(draft)} target={draftTarget} screenshot={draft.kind === 'page' ? draft.draft.screenshot : null} saving={placePin.isPending} onSave={save} onCancel={() => setDraft(null)} />}
          <PinList
            projectId={projectId}
            pins={pins}
            role={role}
            open={step !== null && isOpenStep(step)}
            selectedId={selectedId}
            onSelect={select}
            framePath={bridge.path}
            missing={bridge.missing}
            onShowPage={(path) => setFrameSrc(`${origin}${path}`)}
          />
          {step && !isOpenStep(step) && <p className="text-sm text-muted-foreground">{t.closed}</p>}
        </div>
      </SectionCard>
    </div>
  );
}
