// The events block as the registry loads it: in its own chunk, with the query cache it fetches through.
import { withQueryClient } from '../../data/query-client.tsx';
import { Events } from './Events.tsx';

export default withQueryClient(Events);
