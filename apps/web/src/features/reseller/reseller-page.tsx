import { ComingSoon } from '../../components/coming-soon';

/** Placeholder until the screen lands (replaced by its feature). */
export default function Page() {
  return <ComingSoon />;
}
