/**
 * `GET /static/icons/<sport>.svg` and `GET /static/teams/<short name>.svg`: the images the seed's
 * icon and logo URLs point at, drawn in code (src/static/icons.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PREDICTION_TEAMS } from '../prediction/prediction-teams';
import { notFound } from '../errors';
import { SPORT_ICONS, teamLogoSvg } from './icons';

const fileParamsSchema = {
  type: 'object',
  properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,40}\\.svg$' } },
  required: ['file'],
  additionalProperties: false,
} as const;

interface FileParams {
  file: string;
}

function sendSvg(reply: FastifyReply, body: string): FastifyReply {
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      // An SVG opened on its own is a document; it may draw but never run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      // Pages of other origins (the host) show these images; the API's JSON stays same-origin.
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(body)
  );
}

export async function staticRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: FileParams }>(
    '/static/icons/:file',
    { schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const icon = SPORT_ICONS.get(request.params.file.replace(/\.svg$/, ''));
      if (!icon) throw notFound('Icon not found.');
      return sendSvg(reply, icon);
    },
  );

  app.get<{ Params: FileParams }>(
    '/static/teams/:file',
    { schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const shortName = request.params.file.replace(/\.svg$/, '');
      const team = PREDICTION_TEAMS.find((candidate) => candidate.short_name === shortName);
      if (!team) throw notFound('Team logo not found.');
      return sendSvg(reply, teamLogoSvg(team.short_name, team.color, team.text_color));
    },
  );
}
