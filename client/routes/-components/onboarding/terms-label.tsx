import { Link } from '@tanstack/react-router';
import { nl } from '@/src/text/nl';

const t = nl.onboardingPage;

/** The consent's words, with the terms themselves one click away in a tab of their own (the form stays as filled in). */
export function TermsLabel() {
  return (
    <>
      {t.termsLead}
      <Link to="/voorwaarden" target="_blank" rel="noreferrer" className="font-medium text-primary underline underline-offset-4">
        {t.termsLink}
        <span className="sr-only"> {t.termsOpensInNewTab}</span>
      </Link>
      {t.termsRest}
    </>
  );
}
