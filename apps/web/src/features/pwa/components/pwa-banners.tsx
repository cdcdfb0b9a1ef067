import { InstallPrompt } from './install-prompt';
import { UpdateBanner } from './update-banner';

/** The update banner and the install prompt, loaded after the page (neither is urgent). */
export default function PwaBanners() {
  return (
    <>
      <UpdateBanner />
      <InstallPrompt />
    </>
  );
}
