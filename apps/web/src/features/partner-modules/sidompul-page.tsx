import { ModulePage } from './module-page';

/** Sidompul (`/sidompul`): the partner module page. */
export default function SidompulPage() {
  return <ModulePage module="sidompul" title="Sidompul" />;
}
