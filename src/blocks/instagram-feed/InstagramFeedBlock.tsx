// The Instagram feed block as the registry loads it: in its own chunk, with the query cache it fetches through.
import { withQueryClient } from '../../data/query-client.tsx';
import { InstagramFeed } from './InstagramFeed.tsx';

export default withQueryClient(InstagramFeed);
