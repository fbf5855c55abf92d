import { ModulePage } from './module-page';

/** Digipos (`/digipos`): the partner module page. */
export default function DigiposPage() {
  return <ModulePage module="digipos" title="Digipos" />;
}
