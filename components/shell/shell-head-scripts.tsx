import { dialogScript } from '@/components/dialog/dialog-script';
import { disclosureScript } from './disclosure-script';
import { headerScrollScript } from './header-scroll-script';

/**
 * For <head>: the small inline script the shell's native controls lean on from the first paint,
 * before the page's bundles (and after them: nothing else does this work). The dialogs and
 * popovers keep `aria-expanded`, the scroll lock and the focus wrap; the menus' drop-downs close
 * as the disclosure pattern says; the phone header learns the scroll direction where CSS cannot.
 */
export function ShellHeadScripts() {
  return <script id="native-controls" dangerouslySetInnerHTML={{ __html: dialogScript() + disclosureScript() + headerScrollScript() }} />;
}
