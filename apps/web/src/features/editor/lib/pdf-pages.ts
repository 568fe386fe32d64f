// pdf.js drawing moved to lib/pdf/pdf-pages.ts (My resumes draws first pages too); this re-export stays only until
// preview-pane.tsx imports from there (issue 22 is rewriting that file: it is not edited meanwhile).
export { canDrawPdf, pdfWorker } from '@/lib/pdf/pdf-pages';
