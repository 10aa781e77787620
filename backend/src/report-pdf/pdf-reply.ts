import { ApiOkResponse, ApiProduces, ApiDefaultResponse } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorResponse } from '../common/dto/responses';

/** A route that answers a PDF download. */
export const AnswersPdf = () =>
  applyDecorators(
    ApiProduces('application/pdf'),
    ApiOkResponse({ description: 'A PDF file', schema: { type: 'string', format: 'binary' } }),
    ApiDefaultResponse({
      type: ErrorResponse,
      description: 'Refused: `{ error }` with the reason.',
    }),
  );

/** Sends a PDF as a download that no cache keeps (it holds a child's results). */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${name}.pdf"`)
    .header('Cache-Control', 'no-store')
    .send(pdf);
