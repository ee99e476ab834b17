import { route, type RouteDeclaration } from '../../../http/route';
import { requireLogin } from '../../../session/guards';
import type { CompletenessService } from './completeness.service';

/** GET /api/proposals/{transCode}/completeness (logged in): the go/no-go of the jump (issue 20 item 5). */
export function completenessRoutes(completeness: CompletenessService): RouteDeclaration[] {
  return [
    route(
      'get',
      '/api/proposals/{transCode}/completeness',
      (ctx, { params }) => completeness.verdict(ctx, params.transCode),
      [requireLogin],
    ),
  ];
}
