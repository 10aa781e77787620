import {
  NOTIFICATIONS_MAX,
  type NotificationKind,
  type NotificationsResponse,
  type UnreadResponse,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull } from 'typeorm';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { Notification, NOTIFICATION_MESSAGE_MAX } from './entities/notification.entity';

/** The Enrich+ Notifications menu: what happened in the student's team. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  /** Written in the transaction of the change it reports, so both happen or neither. */
  async notify(
    manager: EntityManager,
    userIds: string | string[],
    kind: NotificationKind,
    message: string,
    taskId: string | null,
  ): Promise<void> {
    const ids = [...new Set([userIds].flat())];
    if (!ids.length) return;
    const createdAt = this.clock.now();
    await manager.insert(
      Notification,
      ids.map((userId) => ({
        userId,
        kind,
        message: message.slice(0, NOTIFICATION_MESSAGE_MAX),
        taskId,
        createdAt,
        readAt: null,
      })),
    );
  }

  async list(userId: string): Promise<NotificationsResponse> {
    return this.transactions.run(async (manager) => {
      const rows = await manager.find(Notification, {
        where: { userId },
        order: { id: 'DESC' },
        take: NOTIFICATIONS_MAX,
      });
      return {
        notifications: rows.map((n) => ({
          id: n.id,
          kind: n.kind,
          message: n.message,
          task_id: n.taskId,
          created_at: n.createdAt.toISOString(),
          read: n.readAt !== null,
        })),
        unread: await manager.count(Notification, { where: { userId, readAt: IsNull() } }),
      };
    });
  }

  /** Marks one notification (or all) read; only the student's own rows match. */
  async markRead(userId: string, id?: number): Promise<UnreadResponse> {
    return this.transactions.run(async (manager) => {
      await manager.update(
        Notification,
        { userId, readAt: IsNull(), ...(id ? { id } : {}) },
        { readAt: this.clock.now() },
      );
      return { unread: await manager.count(Notification, { where: { userId, readAt: IsNull() } }) };
    });
  }
}
