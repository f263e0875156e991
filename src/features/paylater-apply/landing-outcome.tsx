import type { ApplyResult } from '../../../contracts/entities/onboarding-apply';
import type { IneligibleReason } from '../../../contracts/rules/eligibility';
import { FeatureNotOpen } from './feature-not-open';
import { NotWhitelisted } from './not-whitelisted';
import { Approved, NotEligible, Rejected, UnderReview } from './views';

/** The landing's answers other than "you may apply". */
export type LandingOutcomeProps =
  | { kind: 'not-whitelisted'; notifyOffered: boolean }
  | { kind: 'feature-not-open' }
  | { kind: 'not-eligible'; reason: IneligibleReason }
  | { kind: 'under-review' }
  | { kind: 'approved'; result: ApplyResult }
  | { kind: 'rejected'; result: ApplyResult };

/**
 * A chunk of its own, loaded only when the landing has one of these answers: most visitors may apply, and
 * the outcome screens bring the kit's result, spinner and dialog machinery (react-spring) they never see.
 */
export default function LandingOutcome(props: LandingOutcomeProps) {
  switch (props.kind) {
    case 'not-whitelisted':
      return <NotWhitelisted notifyOffered={props.notifyOffered} />;
    case 'feature-not-open':
      return <FeatureNotOpen />;
    case 'not-eligible':
      return <NotEligible reason={props.reason} />;
    case 'under-review':
      return <UnderReview />;
    case 'approved':
      return <Approved result={props.result} />;
    case 'rejected':
      return (
        <Rejected
          result={props.result}
          testId={`apply-rejected-${props.result.REJECT_REASON === 'LOW_CREDIT_SCORE' ? 'low-score' : 'bank-policy'}`}
        />
      );
  }
}
