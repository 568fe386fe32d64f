/**
 * Stored modules (content = JSON string of entries) as normalized sections, dates and the separator: declared once
 * in the contract (resume-text.ts), where the SPA's Word export reads the same text the PDF draws.
 */
export { fmtMonth, fmtRange, SEP, toSections } from '@cv/contract/resume-text';
export type { Entry, Section, Style } from '@cv/contract/resume-text';
