import { NotFoundView } from '../errors/not-found-view';

/** /404/ and every unknown path. */
export function Component() {
  return <NotFoundView />;
}
