import { useState } from 'react';
import { useTranslations } from '@/i18n/use-translations';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { MERGE_KINDS, type MergePreview } from '@/contracts/intake';
import { HttpError } from '@/lib/http';
import { FormError, FormSelect, FormTextField, setServerErrors, useZodForm } from '@/ui/form/hook-form';
import { mergeRecords, previewMerge } from '../../api/catalogueApi';
import { optionalInt, useAdminFieldMessage } from '../adminForm';
import { Button, Card, Row, Table } from '../adminStyles';
import { useConfirm } from '../ConfirmDialog';

const id = z.preprocess(optionalInt, z.number().int().positive().max(2 ** 31 - 1));
const mergeForm = z.object({ kind: z.enum(MERGE_KINDS), fromId: id, toId: id });

/**
 * Merge two works or two authors: the preview first (both records, the rows that will move, per
 * table), then the merge itself behind a confirmation that says what goes where.
 */
export function CatalogueMerge({ onMerged }: { onMerged?: (kind: 'work' | 'author', toId: number) => void }) {
  const t = useTranslations('admin.catalogue');
  const message = useAdminFieldMessage();
  const { confirm, dialog } = useConfirm();
  const [preview, setPreview] = useState<MergePreview | null>(null);
  const form = useZodForm(mergeForm, { defaultValues: { kind: 'work', fromId: '', toId: '' }, message });
  const explain = (error: unknown): string | null => {
    if (!(error instanceof HttpError)) return t('failed', { message: String(error) });
    const reason = (error.details as { reason?: string } | undefined)?.reason;
    if (error.code === 'MERGE_CONFLICT' && (reason === 'SAME' || reason === 'TARGET_MERGED' || reason === 'SOURCE_MERGED')) return t(`merge.errors.${reason}`);
    if (error.status === 404) return t('merge.errors.notFound');
    return t('failed', { message: error.message });
  };
  const show = form.handleSubmit(async ({ kind, fromId, toId }) => {
    setPreview(null);
    try {
      setPreview(await previewMerge(kind, fromId, toId));
    } catch (error) {
      setServerErrors(form, error, { otherwise: explain });
    }
  });
  const merge = (p: MergePreview) => confirm({
    title: t('merge.confirmTitle', { from: p.from.id, to: p.to.id }),
    message: t('merge.confirm', { from: p.from.id, to: p.to.id, fromName: p.from.name, toName: p.to.name, count: p.total }),
    confirmLabel: t('merge.submit'), danger: true,
    action: async () => {
      try {
        const done = await mergeRecords(p.kind, p.from.id, p.to.id);
        toast.success(t('merge.done', { from: done.fromId, to: done.toId, moved: done.moved }));
        setPreview(null);
        form.reset({ kind: p.kind, fromId: '', toId: '' });
        onMerged?.(p.kind, p.to.id);
      } catch (error) {
        toast.error(explain(error) ?? String(error));
      }
    },
  });
  return (
    <section aria-labelledby="catalogue-merge">
      <h2 id="catalogue-merge">{t('merge.heading')}</h2>
      <form onSubmit={(e) => void show(e)} noValidate onChange={() => setPreview(null)}>
        <Row>
          <FormSelect form={form} name="kind" id="merge-kind" label={t('merge.kind')}>
            {MERGE_KINDS.map((k) => <option key={k} value={k}>{t(`merge.kinds.${k}`)}</option>)}
          </FormSelect>
          <FormTextField form={form} name="fromId" id="merge-from" label={t('merge.fromId')} inputMode="numeric" autoComplete="off" />
          <FormTextField form={form} name="toId" id="merge-to" label={t('merge.toId')} inputMode="numeric" autoComplete="off" />
          <Button type="submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>{form.formState.isSubmitting ? t('merge.previewing') : t('merge.preview')}</Button>
        </Row>
        <FormError form={form} />
      </form>
      <div aria-live="polite">
        {preview && (
          <Card aria-labelledby="merge-preview" data-testid="merge-preview">
            <h3 id="merge-preview">{t('merge.moves')}</h3>
            <p>{t('merge.from')}: <strong>#{preview.from.id} {preview.from.name}</strong> → {t('merge.to')}: <strong>#{preview.to.id} {preview.to.name}</strong></p>
            {preview.moves.length === 0 ? <p>{t('merge.nothing')}</p> : (
              <Table aria-label={t('merge.moves')}>
                <thead><tr><th>{t('merge.table')}</th><th className="num">{t('merge.rows')}</th></tr></thead>
                <tbody>{preview.moves.map((m) => <tr key={m.table}><td><code>{m.table}</code></td><td className="num">{m.rows}</td></tr>)}</tbody>
              </Table>
            )}
            <p>{t('merge.total', { count: preview.total })}</p>
            <Button type="button" $variant="danger" onClick={() => merge(preview)}>{t('merge.submit')}</Button>
          </Card>
        )}
      </div>
      {dialog}
    </section>
  );
}
