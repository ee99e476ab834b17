import { PagePlaceholder } from '@/components/errors/page-placeholder';

/** Routes the menu already names; their pages come with later issues. */
export function ComingSoonRoute({ title }: { title: string }) {
  return <PagePlaceholder title={title} />;
}
