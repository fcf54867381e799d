import { SPEC_TEXTS_EN } from '@ijara/contract';
import messages from './en.json';

/** The English page's texts: ours, with the contract's under "spec" (typed once, in the contract). */
export default { ...messages, spec: SPEC_TEXTS_EN };
