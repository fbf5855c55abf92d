import { ModulePage } from './module-page';

/** Isimple (`/isimple`): the partner module page. */
export default function IsimplePage() {
  return <ModulePage module="isimple" title="Isimple" />;
}
