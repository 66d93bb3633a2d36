import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HistoryActivity } from "../../../../shared/schemas/history";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { categoryLabel, shortDay } from "../lib/format";

// Colours come from the theme tokens (styles.css), so the charts follow light and dark.
const COLORS = {
  added: "var(--color-chart-added)",
  used: "var(--color-chart-used)",
  cooked: "var(--color-chart-cooked)",
  discarded: "var(--color-chart-discarded)",
};
const TICK = "var(--color-muted-foreground)";
const GRID = "var(--color-border)";
const CURSOR = { fill: "var(--color-muted)" };
const tooltipStyle = {
  borderRadius: 12,
  fontSize: 12,
  background: "var(--color-card)",
  color: "var(--color-card-foreground)",
  borderColor: "var(--color-border)",
};

/**
 * The History charts (recharts): records per day over 30 days (stacked by kind), records per
 * category, and — when the records tell — what the uses were: used, cooked or thrown away.
 */
export function ActivityCharts({ activity }: { activity: HistoryActivity }) {
  const days = activity.days.map((d) => ({ ...d, label: shortDay(d.day) }));
  const categories = activity.categories.map((c) => ({ ...c, label: categoryLabel(c.category) }));
  const uses = [
    { name: "Used", value: activity.totals.used, color: COLORS.used },
    { name: "Cooked", value: activity.totals.cooked, color: COLORS.cooked },
    { name: "Thrown away", value: activity.totals.discarded, color: COLORS.discarded },
  ].filter((u) => u.value > 0);
  return (
    <div className="grid gap-5">
      <Card data-testid="chart-per-day">
        <CardHeader>
          <CardTitle className="text-base">Activity per day</CardTitle>
          <CardDescription>Pantry changes over the last 30 days.</CardDescription>
        </CardHeader>
        <CardContent className="h-56 px-2 sm:px-5">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} margin={{ top: 4, right: 8, bottom: 0, left: -24 }}>
              <CartesianGrid vertical={false} strokeDasharray="3 3" stroke={GRID} />
              <XAxis dataKey="label" tick={{ fontSize: 11, fill: TICK }} interval={6} tickLine={false} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: TICK }} tickLine={false} axisLine={false} />
              <Tooltip contentStyle={tooltipStyle} cursor={CURSOR} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="added" name="Added" stackId="a" fill={COLORS.added} isAnimationActive={false} />
              <Bar dataKey="used" name="Used" stackId="a" fill={COLORS.used} isAnimationActive={false} />
              <Bar dataKey="cooked" name="Cooked" stackId="a" fill={COLORS.cooked} isAnimationActive={false} />
              <Bar dataKey="discarded" name="Thrown away" stackId="a" fill={COLORS.discarded} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </CardContent>
      </Card>
      <Card data-testid="chart-per-category">
        <CardHeader>
          <CardTitle className="text-base">By category</CardTitle>
          <CardDescription>Added and used in the last 30 days.</CardDescription>
        </CardHeader>
        <CardContent style={{ height: Math.max(120, categories.length * 40 + 60) }} className="px-2 sm:px-5">
          {categories.length === 0 ? (
            <p className="text-sm text-muted-foreground">No activity in the last 30 days.</p>
          ) : (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={categories} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 8 }}>
                <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke={GRID} />
                <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11, fill: TICK }} />
                <YAxis type="category" dataKey="label" width={84} tick={{ fontSize: 12, fill: TICK }} tickLine={false} />
                <Tooltip contentStyle={tooltipStyle} cursor={CURSOR} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar dataKey="added" name="Added" fill={COLORS.added} radius={[0, 4, 4, 0]} isAnimationActive={false} />
                <Bar dataKey="used" name="Used" fill={COLORS.used} radius={[0, 4, 4, 0]} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          )}
        </CardContent>
      </Card>
      {uses.length > 0 && (
        <Card data-testid="chart-uses">
          <CardHeader>
            <CardTitle className="text-base">Cooked or thrown away</CardTitle>
            <CardDescription>
              What happened to what left the pantry, as far as the records tell (deleted items count as thrown away).
            </CardDescription>
          </CardHeader>
          <CardContent className="h-52">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie
                  data={uses}
                  dataKey="value"
                  nameKey="name"
                  innerRadius="50%"
                  outerRadius="80%"
                  paddingAngle={uses.length > 1 ? 2 : 0}
                  isAnimationActive={false}
                >
                  {uses.map((u) => (
                    <Cell key={u.name} fill={u.color} />
                  ))}
                </Pie>
                <Tooltip contentStyle={tooltipStyle} cursor={CURSOR} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
              </PieChart>
            </ResponsiveContainer>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
