import type { Db } from '../../db/client';
import { brandFor, LOCALE_LABELS, type Locale } from '@/i18n/locales';
import type { ReviewDecision } from '@/contracts/support';
import { escapeHtml, type Mailer } from '../mail';

/**
 * The reporter of a review is told what moderation decided (issue 16 item 5): one e-mail per
 * report, through the job interface (enqueued in the moderation's transaction, keyed per report,
 * so a retry sends nothing twice). The payload carries what the mail needs: a deleted review
 * takes its reports with it.
 */
export const REVIEW_REPORT_MAIL_JOB = 'review-report-outcome-mail';
export interface ReviewReportMailPayload { reportId: number; email: string; locale: string; decision: ReviewDecision; title: string }
export const reviewReportMailKey = (reportId: number) => `review-report-outcome:${reportId}`;

type Messages = { subject: string; intro: string; hide: string; keep: string; delete: string; signoff: string };
const EN: Messages = {
  subject: 'Your report of a review', intro: 'Thank you for reporting a review of “{title}”.',
  hide: 'We have hidden the review.', keep: 'We have checked the review and it stays: it does not break our rules.', delete: 'We have deleted the review.',
  signoff: 'The {brand} team',
};
const DE: Messages = {
  subject: 'Ihre Meldung einer Bewertung', intro: 'Danke, dass Sie eine Bewertung von „{title}“ gemeldet haben.',
  hide: 'Wir haben die Bewertung ausgeblendet.', keep: 'Wir haben die Bewertung geprüft; sie bleibt, da sie nicht gegen unsere Regeln verstößt.', delete: 'Wir haben die Bewertung gelöscht.',
  signoff: 'Ihr {brand}-Team',
};
const FR: Messages = {
  subject: 'Votre signalement d’un avis', intro: 'Merci d’avoir signalé un avis sur « {title} ».',
  hide: 'Nous avons masqué l’avis.', keep: 'Nous avons vérifié l’avis : il reste en ligne, car il respecte nos règles.', delete: 'Nous avons supprimé l’avis.',
  signoff: 'L’équipe {brand}',
};
export const REVIEW_REPORT_MESSAGES: Record<Locale, Messages> = {
  cs: {
    subject: 'Vaše nahlášení recenze', intro: 'Děkujeme, že jste nahlásili recenzi knihy „{title}“.',
    hide: 'Recenzi jsme skryli.', keep: 'Recenzi jsme zkontrolovali a zůstává: pravidla neporušuje.', delete: 'Recenzi jsme smazali.',
    signoff: 'Tým {brand}',
  },
  sk: {
    subject: 'Vaše nahlásenie recenzie', intro: 'Ďakujeme, že ste nahlásili recenziu knihy „{title}“.',
    hide: 'Recenziu sme skryli.', keep: 'Recenziu sme skontrolovali a zostáva: pravidlá neporušuje.', delete: 'Recenziu sme zmazali.',
    signoff: 'Tím {brand}',
  },
  en: EN,
  'de-AT': DE,
  'de-DE': DE,
  'es-ES': {
    subject: 'Tu denuncia de una reseña', intro: 'Gracias por denunciar una reseña de «{title}».',
    hide: 'Hemos ocultado la reseña.', keep: 'Hemos revisado la reseña y se mantiene: no incumple nuestras normas.', delete: 'Hemos eliminado la reseña.',
    signoff: 'El equipo de {brand}',
  },
  'it-IT': {
    subject: 'La tua segnalazione di una recensione', intro: 'Grazie per aver segnalato una recensione di «{title}».',
    hide: 'Abbiamo nascosto la recensione.', keep: 'Abbiamo controllato la recensione e resta: non viola le nostre regole.', delete: 'Abbiamo eliminato la recensione.',
    signoff: 'Il team di {brand}',
  },
  'nl-NL': {
    subject: 'Je melding van een recensie', intro: 'Bedankt voor het melden van een recensie van ‘{title}’.',
    hide: 'We hebben de recensie verborgen.', keep: 'We hebben de recensie bekeken en ze blijft staan: ze overtreedt onze regels niet.', delete: 'We hebben de recensie verwijderd.',
    signoff: 'Het {brand}-team',
  },
  'fr-FR': FR,
  'fr-BE': FR,
};

const asLocale = (value: string): Locale => ((LOCALE_LABELS as readonly string[]).includes(value) ? (value as Locale) : 'cs');

export function renderReviewReportMail(locale: Locale, decision: ReviewDecision, title: string) {
  const t = REVIEW_REPORT_MESSAGES[locale];
  const fill = (s: string) => s.replace('{title}', title).replace('{brand}', brandFor(locale));
  const paragraphs = [fill(t.intro), t[decision]];
  const signoff = fill(t.signoff);
  return {
    subject: t.subject,
    text: [...paragraphs, '', signoff].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>${escapeHtml(signoff)}</p></body></html>`,
  };
}

/** The job's handler: one reporter's e-mail, once (the mailer's dedupe key). */
export async function sendReviewReportMail(_db: Db, deps: { mailer: Mailer }, payload: ReviewReportMailPayload, now: Date): Promise<void> {
  const locale = asLocale(payload.locale);
  const mail = renderReviewReportMail(locale, payload.decision, payload.title);
  await deps.mailer.send({ kind: 'review-report-outcome', dedupeKey: reviewReportMailKey(payload.reportId), to: payload.email, ...mail, attachments: [], createdAt: now });
}
