// The capacity per BFF core projected from what the capacity mode measured (docs/operations.md "Capacity"): a BFF
// instance is one Node process, one core's worth of JavaScript, so its capacity is the CPU it has to give divided by
// the CPU one agent costs it:
//   agents per BFF core = U ÷ Σₖ (rₖ × cₖ)
// rₖ: calls of kind k one agent makes per second, cₖ: the BFF's CPU per call of kind k, U: the utilisation to size for.
// With the soak's mix, Σₖ rₖcₖ is measured whole: the BFF's CPU share at a step ÷ the agents of that step.

/**
 * `best`: the step the projection starts from (the largest that met the own-time bound, else the largest without
 * errors, whose `met` says which).
 * @param {{ best?: { agents: number, cpu: number, callsPerSecond: number, cpuPerCall: number, met: boolean },
 *   steps: { agents: number, cpu: number, met: boolean, errors: number }[], target: number, thinkMs: number }} run
 * @returns {string[]} the report's lines
 */
export function projection({ best, steps, target, thinkMs }) {
  if (!best) return [];
  const perAgent = best.cpu / best.agents; // share of a core one agent keeps busy
  const perCore = Math.floor(target / perAgent);
  const spread = steps
    .filter((s) => s.errors === 0)
    .map((s) => `${s.agents}: ${((s.cpu / s.agents) * 1e3).toFixed(2)}`);
  const instances = (agents) => Math.ceil(agents / perCore) + 1;
  return [
    `- **projected: ${perCore} agents per BFF core** at ${(target * 100).toFixed(0)} % of the core ` +
      `(\`SOAK_TARGET_UTILISATION\`), from agents per core = U ÷ (r × c): an agent made ` +
      `r = ${(best.callsPerSecond / best.agents).toFixed(2)} calls/s (think ${thinkMs} ms ±50 %) at ` +
      `c = ${best.cpuPerCall.toFixed(0)} µs of BFF CPU per call, i.e. ${(perAgent * 1e3).toFixed(2)} ms of CPU per ` +
      `agent-second (the BFF's CPU share ÷ agents; per step, agents: ms ${spread.join(', ')})`,
    `- sizing: instances = ⌈agents ÷ ${perCore}⌉ + 1 (one spare to take a failed or restarting peer's agents), ` +
      `e.g. 1,000 agents → ${instances(1000)}, 3,000 → ${instances(3000)}; each instance one core, Redis and ` +
      `PostgreSQL apart`,
    !best.met
      ? `- by CPU only: at ${best.agents} agents (the basis above) the own-time bound was **not** met`
      : best.cpu < target
        ? `- the own-time bound was measured up to ${(best.cpu * 100).toFixed(0)} % of the BFF's core (this run's ` +
          `largest step that met it); from there to ${(target * 100).toFixed(0)} % the projection is by CPU alone`
        : `- the own-time bound held at ${(best.cpu * 100).toFixed(0)} % of the BFF's core, above the ` +
          `${(target * 100).toFixed(0)} % sized for`,
  ];
}
