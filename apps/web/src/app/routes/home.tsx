import { usePageMeta } from '../../lib/use-page-meta';

export default function HomeRoute() {
  usePageMeta('', 'Phones, computers, accessories and sound systems in Ghana.');
  return <h1 className="p-4 text-2xl font-bold">Home</h1>;
}
