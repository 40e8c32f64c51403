import { ADMIN_TEXTS, formatGhs } from '@shop/shared';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatShortDay } from '../../../lib/dates';

export interface SalesDay {
  date: string;
  orders: number;
  revenue: number;
}

/** Orders as bars and revenue as a line, each on its own axis; recharts loads with this file only. */
export default function SalesChart({ days }: { days: SalesDay[] }) {
  return (
    <div className="h-72 w-full" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tickFormatter={formatShortDay} fontSize={12} minTickGap={16} />
          <YAxis yAxisId="orders" allowDecimals={false} fontSize={12} width={32} />
          <YAxis yAxisId="revenue" orientation="right" fontSize={12} width={64} />
          {/* Names in the tooltip and legend take their series colour: both colours keep 4.5:1
              on white, and the tooltip's names are dark, so a pointer resting on the chart never
              shows text too faint to read. */}
          <Tooltip
            itemStyle={{ color: '#0f172a' }}
            labelFormatter={(label) => formatShortDay(String(label))}
            formatter={(value, name) =>
              name === ADMIN_TEXTS.dashboard.chartRevenue ? formatGhs(Number(value)) : value
            }
          />
          <Legend />
          <Bar yAxisId="orders" dataKey="orders" name={ADMIN_TEXTS.dashboard.chartOrders} fill="#64748b" />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name={ADMIN_TEXTS.dashboard.chartRevenue}
            stroke="#0f766e"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
