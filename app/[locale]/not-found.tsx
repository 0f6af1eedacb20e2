import { NotFoundView } from '@/components/not-found-view';

export default function NotFound() {
  return <NotFoundView />;
}
