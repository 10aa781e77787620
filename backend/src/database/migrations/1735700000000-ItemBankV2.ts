import { MigrationInterface, QueryRunner } from 'typeorm';
import { BankRevision, ITEM_BANK_V2 } from './1735700000000-item-bank-v2.data';

/**
 * Brings the item bank of an existing database from v1 to v2 (plain facet notes, reversed items as
 * opposite preferences, balanced keying: docs/decisions/0142-item-bank-v2-as-a-new-version.md).
 * The seed only fills an empty bank, so without this an existing deployment would keep v1 for
 * ever. Each question is changed in place, as a back-office edit would be: the instrument's
 * content hash changes, so new sessions are taken on a new instrument version while every old
 * session keeps its own version and its stored answers. A question or note that no longer reads
 * as v1 had it (edited in the back-office) is left alone. On an empty database nothing happens;
 * the seed then writes v2.
 */
export class ItemBankV21735700000000 implements MigrationInterface {
  name = 'ItemBankV21735700000000';

  up(queryRunner: QueryRunner): Promise<void> {
    return revise(queryRunner, ITEM_BANK_V2, 'up');
  }

  down(queryRunner: QueryRunner): Promise<void> {
    return revise(queryRunner, ITEM_BANK_V2, 'down');
  }
}

/** The options of an item: the scale in its order, each score keyed (max + min − raw if reversed). */
function keyed(scale: readonly { optionText: string; score: number }[], reverse: boolean) {
  const scores = scale.map((o) => o.score);
  const [min, max] = [Math.min(...scores), Math.max(...scores)];
  return scale.map((o) => ({
    optionText: o.optionText,
    score: reverse ? max + min - o.score : o.score,
  }));
}

async function revise(runner: QueryRunner, revision: BankRevision, way: 'up' | 'down') {
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  for (const file of revision) {
    for (const facet of file.facets) {
      const rows = (await runner.query('SELECT id FROM facets WHERE status = ? AND name = ?', [
        file.status,
        facet.name,
      ])) as { id: number }[];
      if (rows.length !== 1) continue;
      const facetId = rows[0].id;
      if (facet.note) {
        const [from, to] = way === 'up' ? facet.note : [facet.note[1], facet.note[0]];
        await runner.query('UPDATE facets SET note = ? WHERE id = ? AND note = ?', [
          to,
          facetId,
          from,
        ]);
      }
      for (const [scale, v1Text, v1Reverse, v2Text, v2Reverse] of facet.items ?? []) {
        const [from, to, reverse] =
          way === 'up' ? [v1Text, v2Text, v2Reverse] : [v2Text, v1Text, v1Reverse];
        await runner.query(
          'UPDATE questions SET question_text = ?, options = ?, updated_at = ? ' +
            'WHERE facet_id = ? AND status = ? AND question_text = ?',
          [to, JSON.stringify(keyed(file.scales[scale], reverse)), now, facetId, file.status, from],
        );
      }
    }
  }
  // Every instance serving the bank from memory reloads it (docs/decisions/0026).
  const counter = (await runner.query(
    "SELECT value FROM app_state WHERE name = 'question_bank'",
  )) as unknown[];
  await runner.query(
    counter.length
      ? "UPDATE app_state SET value = value + 1 WHERE name = 'question_bank'"
      : "INSERT INTO app_state (name, value) VALUES ('question_bank', 1)",
  );
}
