import { Migration } from '@mikro-orm/migrations';
import { constructionSql, jobGrantsSql, jobSchema, queueNames, queueSql } from '@undangin/jobs/schema';
import { dbRoleOf, serviceNames } from '../ownership';

/**
 * The platform's job queue (pg-boss, ADR 0010): its schema, one partition per queue, and the services' use of it.
 * Made here by the schema owner because a queue is DDL; the services run pg-boss with `migrate: false`.
 */
export class Migration20261127140000JobQueue extends Migration {
  override async up(): Promise<void> {
    this.addSql(constructionSql());
    for (const name of queueNames) this.addSql(queueSql(name));
    jobGrantsSql(serviceNames.map(dbRoleOf)).forEach((sql) => this.addSql(sql));
  }

  /** Drops the queue with every job in it. */
  override async down(): Promise<void> {
    this.addSql(`drop schema if exists ${jobSchema} cascade`);
  }
}
