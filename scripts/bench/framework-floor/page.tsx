// The least any page of the stack downloads before it is interactive.
import { Page, start } from './stack';

start(() => <Page />);
