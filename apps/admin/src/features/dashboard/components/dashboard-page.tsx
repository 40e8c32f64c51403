import { PageHeader } from '../../../components/ui/page-header';

export default function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
