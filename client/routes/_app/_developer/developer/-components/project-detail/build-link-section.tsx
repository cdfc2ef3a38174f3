import { Save } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { setBuildLinkSchema } from '@/src/schemas/project-admin';
import { projectText } from '@/src/text/nl/project';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = projectDetailPage.buildLink;

/** Spec 2: the developer sets the preview link; http(s) only ("Build link bijgewerkt!" / "Kon link niet bijwerken"). */
export function BuildLinkSection({ projectId, buildLink }: { projectId: string; buildLink: string | null }) {
  const utils = useTrpcUtils();
  const save = trpc.project.detail.setBuildLink.useMutation();
  const form = useAppForm({ schema: setBuildLinkSchema, defaultValues: { buildLink: buildLink ?? '' }, failure: projectText.project.buildLinkFailed });

  const onSubmit = form.submitWith(async (values) => {
    const saved = await save.mutateAsync({ projectId, ...values });
    // Shows the stored form of the address (https:// added) without a remount, so the focus stays.
    form.reset({ buildLink: saved.buildLink ?? '' });
    toast.success(projectText.project.buildLinkUpdated);
    await Promise.all([utils.project.detail.get.invalidate({ projectId }), utils.project.timeline.get.invalidate({ projectId })]);
  });

  return (
    <SectionCard id="build-link" title={t.title} description={t.description}>
      <form ref={form.formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormTextField
          control={form.control}
          name="buildLink"
          label={t.label}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t.placeholder}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={save.isPending} className="sm:mt-7">
          <Save aria-hidden="true" />
          {t.save}
        </Button>
      </form>
    </SectionCard>
  );
}
