import { FormDownloadPage } from '@/features/forms';

export function FormDownloadRoute() {
  return <FormDownloadPage />;
}
