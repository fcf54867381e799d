import { SPEC_TEXTS_RU } from '@ijara/contract';
import messages from './ru.json';

/** The Russian page's texts: ours, with the contract's under "spec" (typed once, in the contract). */
export default { ...messages, spec: SPEC_TEXTS_RU };
