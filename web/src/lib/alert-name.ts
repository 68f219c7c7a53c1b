/**
 * An alert's name with the stage it reached ('Milk under-cooled — Stage 2'),
 * unless its name already ends with its stage, as the grid outage's staged
 * types do ('Grid power off (stage 3)'); info events (stage 0) keep their name.
 */
export function alertNameWithStage(name: string, stage: number, stageLabel: (stage: number) => string): string {
  if (stage <= 0) return name;
  if (new RegExp(`\\(\\D*\\b${stage}\\)\\s*$`).test(name)) return name;
  return `${name} — ${stageLabel(stage)}`;
}
