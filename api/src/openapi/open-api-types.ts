// Generated from the developer API's document by openapi-typescript; do not edit.
// Regenerate after changing the document: npx tsx api/scripts/open-api-types.ts

export interface paths {
  '/tasks/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 发送前预览
     * @description 发送前预览：有效、无效、重复号码，各运营商号码数，缺少变量值的接收人，消耗条数与发送后余额（不写入任何数据）
     */
    post: operations['previewTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 用已通过的模板向号码或通讯录分组发送
     * @description 用已通过的模板向号码或通讯录分组发送：与控制台同样的规则、计费与平台审核；同一 Idempotency-Key 重试只发送一次并返回第一次的结果
     */
    post: operations['createTask'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tasks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 发送任务
     * @description 发送任务：状态、各状态号码数、扣费与返还条数、状态时间线
     */
    get: operations['getTask'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tasks/{id}/recipients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 任务的接收号码
     * @description 任务的接收号码：送达状态、失败原因与回复，可按状态、原因、号码筛选
     */
    get: operations['taskRecipients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/numbers/{mobile}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 某号码收到的本单位消息、送达状态与其后的回复（上行消息），新的在前
     * @description 某号码收到的本单位消息、送达状态与其后的回复（上行消息），新的在前
     */
    get: operations['numberMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 本单位的模板与审核状态（已通过且未过期的可发送）
     * @description 本单位的模板与审核状态（已通过且未过期的可发送）
     */
    get: operations['listTemplates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 5G消息余额（条）
     * @description 5G消息余额（条）
     */
    get: operations['balance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'message.receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 状态报告
     * @description 以 JSON POST 到贵单位的推送地址。接收方以 2xx 应答表示收到；其他应答、重定向或10秒内无应答视为失败，按10秒、20秒、40秒……（最长间隔1小时）重试至事件发生后24小时。同一任务或模板的事件按发生顺序投递；同一事件可能投递多次，请按 id 去重。
     */
    post: operations['deliveryReceiptEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'message.upstream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 上行消息
     * @description 以 JSON POST 到贵单位的推送地址。接收方以 2xx 应答表示收到；其他应答、重定向或10秒内无应答视为失败，按10秒、20秒、40秒……（最长间隔1小时）重试至事件发生后24小时。同一任务或模板的事件按发生顺序投递；同一事件可能投递多次，请按 id 去重。
     */
    post: operations['upstreamMessageEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'template.review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 模板审核结果
     * @description 以 JSON POST 到贵单位的推送地址。接收方以 2xx 应答表示收到；其他应答、重定向或10秒内无应答视为失败，按10秒、20秒、40秒……（最长间隔1小时）重试至事件发生后24小时。同一任务或模板的事件按发生顺序投递；同一事件可能投递多次，请按 id 去重。
     */
    post: operations['templateReviewEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'task.review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 发送任务审核结果
     * @description 以 JSON POST 到贵单位的推送地址。接收方以 2xx 应答表示收到；其他应答、重定向或10秒内无应答视为失败，按10秒、20秒、40秒……（最长间隔1小时）重试至事件发生后24小时。同一任务或模板的事件按发生顺序投递；同一事件可能投递多次，请按 id 去重。
     */
    post: operations['taskReviewEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * 测试事件（控制台“发送测试事件”）
     * @description 以 JSON POST 到贵单位的推送地址。接收方以 2xx 应答表示收到；其他应答、重定向或10秒内无应答视为失败，按10秒、20秒、40秒……（最长间隔1小时）重试至事件发生后24小时。同一任务或模板的事件按发生顺序投递；同一事件可能投递多次，请按 id 去重。
     */
    post: operations['testEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    Error: {
      error: {
        /** @enum {string} */
        code:
          | 'invalid_request'
          | 'missing_signature'
          | 'invalid_key'
          | 'timestamp_out_of_window'
          | 'invalid_signature'
          | 'replayed_request'
          | 'forbidden'
          | 'not_found'
          | 'idempotency_key_required'
          | 'idempotency_key_reused'
          | 'insufficient_balance'
          | 'not_sendable'
          | 'refused'
          | 'rate_limited'
          | 'internal_error'
          | 'unavailable';
        message: string;
        requestId: string;
      };
    };
    PreviewTaskRequest: {
      templateId: string;
      name?: string;
      /** @default [] */
      mobiles?: string[];
      /** @default [] */
      groupIds?: string[];
      /** @default {} */
      typedVariables?: {
        [key: string]: {
          [key: string]: string;
        };
      };
      /** @default {} */
      variableDefaults?: {
        [key: string]: string;
      };
      sendAt?: string | null;
    };
    PreviewTaskResponse: {
      total: number;
      typedValid: number;
      fromGroups: number;
      invalidCount: number;
      invalid: string[];
      duplicateCount: number;
      duplicates: string[];
      carriers: {
        /** @enum {string} */
        carrier: 'cmcc' | 'cucc' | 'ctcc';
        carrierName: string;
        count: number;
      }[];
      capabilities: {
        rcs: number;
        sms: number;
        unknown: number;
      };
      cost: number;
      balance: number;
      balanceAfter: number;
      shortfall: number;
      overLimit: boolean;
      missingVariables: {
        name: string;
        count: number;
        mobiles: string[];
      }[];
    };
    CreateTaskRequest: {
      templateId: string;
      name?: string;
      /** @default [] */
      mobiles?: string[];
      /** @default [] */
      groupIds?: string[];
      /** @default {} */
      typedVariables?: {
        [key: string]: {
          [key: string]: string;
        };
      };
      /** @default {} */
      variableDefaults?: {
        [key: string]: string;
      };
      sendAt?: string | null;
    };
    CreateTaskResponse: {
      id: string;
      name: string;
      templateId: string;
      templateName: string;
      chatbotId: string;
      chatbotName: string;
      status: number;
      counts: {
        total: number;
        delivered5g: number;
        deliveredSms: number;
        read: number;
        failed: number;
        notSent: number;
        pending: number;
      };
      chargedCount: number;
      refundedCount: number;
      sendAt: string | null;
      rejectReason: string | null;
      endNote: string | null;
      createTime: string;
      submitTime: string | null;
      startTime: string | null;
      finishTime: string | null;
      receiptsFinalTime: string | null;
      request: {
        mobiles: string[];
        groups: {
          id: string;
          name: string;
        }[];
      };
      events: {
        event: string;
        fromStatus: number;
        toStatus: number;
        actorName: string | null;
        reason: string | null;
        time: string;
      }[];
      interactions: {
        replies: number;
        buttons: {
          postback: string;
          label: string;
          clicks: number;
        }[];
      };
      unlocked: boolean;
    };
    GetTaskResponse: {
      id: string;
      name: string;
      templateId: string;
      templateName: string;
      chatbotId: string;
      chatbotName: string;
      status: number;
      counts: {
        total: number;
        delivered5g: number;
        deliveredSms: number;
        read: number;
        failed: number;
        notSent: number;
        pending: number;
      };
      chargedCount: number;
      refundedCount: number;
      sendAt: string | null;
      rejectReason: string | null;
      endNote: string | null;
      createTime: string;
      submitTime: string | null;
      startTime: string | null;
      finishTime: string | null;
      receiptsFinalTime: string | null;
      request: {
        mobiles: string[];
        groups: {
          id: string;
          name: string;
        }[];
      };
      events: {
        event: string;
        fromStatus: number;
        toStatus: number;
        actorName: string | null;
        reason: string | null;
        time: string;
      }[];
      interactions: {
        replies: number;
        buttons: {
          postback: string;
          label: string;
          clicks: number;
        }[];
      };
      unlocked: boolean;
    };
    TaskRecipientsResponse: {
      total: number;
      list: {
        seq: number;
        mobile: string;
        name: string;
        /** @enum {string} */
        carrier: 'cmcc' | 'cucc' | 'ctcc';
        carrierName: string;
        /** @enum {string} */
        capability: 'rcs' | 'sms' | 'unknown';
        /** @enum {string} */
        state:
          'pending' | 'submitted' | 'deliveredSms' | 'delivered5g' | 'read' | 'failed' | 'notSent';
        cause: string | null;
        causeName: string | null;
        submitTime: string | null;
        updateTime: string;
        replies: {
          /** @enum {string} */
          kind: 'text' | 'reply' | 'action' | 'location' | 'file';
          text: string;
          postback: string | null;
          time: string;
        }[];
      }[];
      unlocked: boolean;
    };
    NumberMessagesResponse: {
      total: number;
      list: {
        taskId: string;
        taskName: string;
        templateName: string;
        mobile: string;
        /** @enum {string} */
        state:
          'pending' | 'submitted' | 'deliveredSms' | 'delivered5g' | 'read' | 'failed' | 'notSent';
        cause: string | null;
        causeName: string | null;
        submitTime: string | null;
        updateTime: string;
        replies: {
          /** @enum {string} */
          kind: 'text' | 'reply' | 'action' | 'location' | 'file';
          text: string;
          postback: string | null;
          time: string;
        }[];
      }[];
      unlocked: boolean;
    };
    ListTemplatesResponse: {
      total: number;
      list: {
        id: string;
        name: string;
        kind: string;
        status: number;
        statusName: string;
        sendable: boolean;
        variables: string[];
        chatbotId: string;
        chatbotName: string;
        rejectReason: string | null;
        expireTime: string | null;
        updateTime: string;
      }[];
    };
    BalanceResponse: {
      quantity5G: number;
    };
    DeliveryReceiptEvent: {
      /** @description 事件 id：重复投递时不变 */
      id: string;
      /** @constant */
      type: 'message.receipt';
      createdAt: string;
      data: {
        /** @description 发送任务 id */
        taskId: string;
        /** @description 消息 id：`发送任务id:序号`，与发送任务的收件人一一对应 */
        messageId: string;
        mobile: string;
        /** @enum {string} */
        state:
          'pending' | 'submitted' | 'deliveredSms' | 'delivered5g' | 'read' | 'failed' | 'notSent';
        cause: string | null;
      };
    };
    UpstreamMessageEvent: {
      /** @description 事件 id：重复投递时不变 */
      id: string;
      /** @constant */
      type: 'message.upstream';
      createdAt: string;
      data: {
        /** @description 发送任务 id */
        taskId: string;
        /** @description 消息 id：`发送任务id:序号`，与发送任务的收件人一一对应 */
        messageId: string;
        mobile: string;
        /** @enum {string} */
        kind: 'text' | 'reply' | 'action' | 'location' | 'file';
        text: string;
        postback: string | null;
        receivedAt: string;
      };
    };
    TemplateReviewEvent: {
      /** @description 事件 id：重复投递时不变 */
      id: string;
      /** @constant */
      type: 'template.review';
      createdAt: string;
      data: {
        templateId: string;
        name: string;
        /** @enum {string} */
        result: 'approved' | 'rejected';
        /** @enum {string} */
        stage: 'platform' | 'carrier';
        reason: string | null;
        expiresAt: string | null;
      };
    };
    TaskReviewEvent: {
      /** @description 事件 id：重复投递时不变 */
      id: string;
      /** @constant */
      type: 'task.review';
      createdAt: string;
      data: {
        /** @description 发送任务 id */
        taskId: string;
        name: string;
        /** @enum {string} */
        result: 'approved' | 'rejected' | 'timedOut';
        reason: string | null;
      };
    };
    TestEvent: {
      /** @description 事件 id：重复投递时不变 */
      id: string;
      /** @constant */
      type: 'webhook.test';
      createdAt: string;
      data: {
        message: string;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description 该密钥每分钟可调用次数 */
    RateLimitLimit: number;
    /** @description 本分钟内还可调用的次数 */
    RateLimitRemaining: number;
    /** @description 多少秒后计数重置 */
    RateLimitReset: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  previewTask: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "templateId": "1032",
         *       "mobiles": [
         *         "13800138000",
         *         "13900139000"
         *       ],
         *       "variableDefaults": {
         *         "name": "客户"
         *       }
         *     }
         */
        'application/json': components['schemas']['PreviewTaskRequest'];
      };
    };
    responses: {
      /** @description 成功 */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewTaskResponse'];
        };
      };
      /** @description invalid_request：请求参数错误 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description missing_signature：缺少签名信息（X-P5G-Key、X-P5G-Timestamp、X-P5G-Nonce、X-P5G-Signature）或格式错误；invalid_key：密钥不存在或已停用；timestamp_out_of_window：请求时间与服务器时间相差超过5分钟；invalid_signature：签名错误；replayed_request：该签名已使用过，请重新签名 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description forbidden：密钥的角色无权调用此接口 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description not_found：请求的资源不存在 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description not_sendable：模板或服务号当前不能发送 */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description rate_limited：请求过于频繁，请稍后再试 */
      429: {
        headers: {
          /** @description 多少秒后可以再试 */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description internal_error：系统繁忙，请稍后再试 */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description unavailable：系统升级或维护中，请稍后再试 */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTask: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description 幂等键：1至64个字母、数字、- 或 _（UUID 即可）。用同一个键重试只执行一次，并返回第一次的结果
         * @example 7b0f3c9e-5d1a-4c55-9a57-3f1c2d8e6a10
         */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "templateId": "1032",
         *       "mobiles": [
         *         "13800138000",
         *         "13900139000"
         *       ],
         *       "variableDefaults": {
         *         "name": "客户"
         *       },
         *       "name": "会员日通知"
         *     }
         */
        'application/json': components['schemas']['CreateTaskRequest'];
      };
    };
    responses: {
      /** @description 成功 */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          /** @description 为 true 时，这是同一幂等键第一次请求的结果（本次没有再执行） */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateTaskResponse'];
        };
      };
      /** @description invalid_request：请求参数错误；idempotency_key_required：写操作须带 Idempotency-Key 请求头（1至64个字母、数字、-或_） */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description missing_signature：缺少签名信息（X-P5G-Key、X-P5G-Timestamp、X-P5G-Nonce、X-P5G-Signature）或格式错误；invalid_key：密钥不存在或已停用；timestamp_out_of_window：请求时间与服务器时间相差超过5分钟；invalid_signature：签名错误；replayed_request：该签名已使用过，请重新签名 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description insufficient_balance：5G消息余额不足 */
      402: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description forbidden：密钥的角色无权调用此接口 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description not_found：请求的资源不存在 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description idempotency_key_reused：该 Idempotency-Key 已用于内容不同的请求；not_sendable：模板或服务号当前不能发送；refused：请求被拒绝 */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description rate_limited：请求过于频繁，请稍后再试 */
      429: {
        headers: {
          /** @description 多少秒后可以再试 */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description internal_error：系统繁忙，请稍后再试 */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description unavailable：系统升级或维护中，请稍后再试 */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTask: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 成功 */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GetTaskResponse'];
        };
      };
      /** @description invalid_request：请求参数错误 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description missing_signature：缺少签名信息（X-P5G-Key、X-P5G-Timestamp、X-P5G-Nonce、X-P5G-Signature）或格式错误；invalid_key：密钥不存在或已停用；timestamp_out_of_window：请求时间与服务器时间相差超过5分钟；invalid_signature：签名错误；replayed_request：该签名已使用过，请重新签名 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description forbidden：密钥的角色无权调用此接口 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description not_found：请求的资源不存在 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description rate_limited：请求过于频繁，请稍后再试 */
      429: {
        headers: {
          /** @description 多少秒后可以再试 */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description internal_error：系统繁忙，请稍后再试 */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description unavailable：系统升级或维护中，请稍后再试 */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  taskRecipients: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        state?:
          'pending' | 'submitted' | 'deliveredSms' | 'delivered5g' | 'read' | 'failed' | 'notSent';
        cause?:
          | 'terminal'
          | 'vacant'
          | 'blacklist'
          | 'arrears'
          | 'carrierFault'
          | 'rejectedContent'
          | 'contentLimit'
          | 'revoked'
          | 'chatbotSuspended';
        mobile?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 成功 */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaskRecipientsResponse'];
        };
      };
      /** @description invalid_request：请求参数错误 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description missing_signature：缺少签名信息（X-P5G-Key、X-P5G-Timestamp、X-P5G-Nonce、X-P5G-Signature）或格式错误；invalid_key：密钥不存在或已停用；timestamp_out_of_window：请求时间与服务器时间相差超过5分钟；invalid_signature：签名错误；replayed_request：该签名已使用过，请重新签名 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description forbidden：密钥的角色无权调用此接口 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description not_found：请求的资源不存在 */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description rate_limited：请求过于频繁，请稍后再试 */
      429: {
        headers: {
          /** @description 多少秒后可以再试 */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description internal_error：系统繁忙，请稍后再试 */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description unavailable：系统升级或维护中，请稍后再试 */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  numberMessages: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path: {
        mobile: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 成功 */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NumberMessagesResponse'];
        };
      };
      /** @description invalid_request：请求参数错误 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description missing_signature：缺少签名信息（X-P5G-Key、X-P5G-Timestamp、X-P5G-Nonce、X-P5G-Signature）或格式错误；invalid_key：密钥不存在或已停用；timestamp_out_of_window：请求时间与服务器时间相差超过5分钟；invalid_signature：签名错误；replayed_request：该签名已使用过，请重新签名 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description forbidden：密钥的角色无权调用此接口 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description rate_limited：请求过于频繁，请稍后再试 */
      429: {
        headers: {
          /** @description 多少秒后可以再试 */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description internal_error：系统繁忙，请稍后再试 */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description unavailable：系统升级或维护中，请稍后再试 */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTemplates: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        status?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 成功 */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListTemplatesResponse'];
        };
      };
      /** @description invalid_request：请求参数错误 */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description missing_signature：缺少签名信息（X-P5G-Key、X-P5G-Timestamp、X-P5G-Nonce、X-P5G-Signature）或格式错误；invalid_key：密钥不存在或已停用；timestamp_out_of_window：请求时间与服务器时间相差超过5分钟；invalid_signature：签名错误；replayed_request：该签名已使用过，请重新签名 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description forbidden：密钥的角色无权调用此接口 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description rate_limited：请求过于频繁，请稍后再试 */
      429: {
        headers: {
          /** @description 多少秒后可以再试 */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description internal_error：系统繁忙，请稍后再试 */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description unavailable：系统升级或维护中，请稍后再试 */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  balance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 成功 */
      200: {
        headers: {
          'RateLimit-Limit': components['headers']['RateLimitLimit'];
          'RateLimit-Remaining': components['headers']['RateLimitRemaining'];
          'RateLimit-Reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BalanceResponse'];
        };
      };
      /** @description missing_signature：缺少签名信息（X-P5G-Key、X-P5G-Timestamp、X-P5G-Nonce、X-P5G-Signature）或格式错误；invalid_key：密钥不存在或已停用；timestamp_out_of_window：请求时间与服务器时间相差超过5分钟；invalid_signature：签名错误；replayed_request：该签名已使用过，请重新签名 */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description forbidden：密钥的角色无权调用此接口 */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description rate_limited：请求过于频繁，请稍后再试 */
      429: {
        headers: {
          /** @description 多少秒后可以再试 */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description internal_error：系统繁忙，请稍后再试 */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description unavailable：系统升级或维护中，请稍后再试 */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deliveryReceiptEvent: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description 发送时间（Unix 秒）；与当前时间相差过大的请求应拒绝
         * @example 1767225600
         */
        'x-webhook-timestamp': string;
        /**
         * @description 签名：sha256= 加上以推送密钥对“时间戳.请求体”做 HMAC-SHA256 的十六进制结果
         * @example sha256=5d41402abc4b2a76b9719d911017c592
         */
        'x-webhook-signature': string;
        /**
         * @description 事件 id（与请求体的 id 相同）
         * @example 9012
         */
        'x-webhook-id': string;
        /**
         * @description 事件类型（与请求体的 type 相同）
         * @example message.receipt
         */
        'x-webhook-event': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "9012",
         *       "type": "message.receipt",
         *       "createdAt": "2026-01-01T08:00:00.000Z",
         *       "data": {
         *         "taskId": "2051",
         *         "messageId": "2051:1",
         *         "mobile": "13800138000",
         *         "state": "delivered5g",
         *         "cause": null
         *       }
         *     }
         */
        'application/json': components['schemas']['DeliveryReceiptEvent'];
      };
    };
    responses: {
      /** @description 已收到（任意 2xx 均可） */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  upstreamMessageEvent: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description 发送时间（Unix 秒）；与当前时间相差过大的请求应拒绝
         * @example 1767225600
         */
        'x-webhook-timestamp': string;
        /**
         * @description 签名：sha256= 加上以推送密钥对“时间戳.请求体”做 HMAC-SHA256 的十六进制结果
         * @example sha256=5d41402abc4b2a76b9719d911017c592
         */
        'x-webhook-signature': string;
        /**
         * @description 事件 id（与请求体的 id 相同）
         * @example 9012
         */
        'x-webhook-id': string;
        /**
         * @description 事件类型（与请求体的 type 相同）
         * @example message.upstream
         */
        'x-webhook-event': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "9012",
         *       "type": "message.upstream",
         *       "createdAt": "2026-01-01T08:00:00.000Z",
         *       "data": {
         *         "taskId": "2051",
         *         "messageId": "2051:1",
         *         "mobile": "13800138000",
         *         "kind": "action",
         *         "text": "立即办理",
         *         "postback": "card=1&button=1",
         *         "receivedAt": "2026-01-01T08:03:00.000Z"
         *       }
         *     }
         */
        'application/json': components['schemas']['UpstreamMessageEvent'];
      };
    };
    responses: {
      /** @description 已收到（任意 2xx 均可） */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  templateReviewEvent: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description 发送时间（Unix 秒）；与当前时间相差过大的请求应拒绝
         * @example 1767225600
         */
        'x-webhook-timestamp': string;
        /**
         * @description 签名：sha256= 加上以推送密钥对“时间戳.请求体”做 HMAC-SHA256 的十六进制结果
         * @example sha256=5d41402abc4b2a76b9719d911017c592
         */
        'x-webhook-signature': string;
        /**
         * @description 事件 id（与请求体的 id 相同）
         * @example 9012
         */
        'x-webhook-id': string;
        /**
         * @description 事件类型（与请求体的 type 相同）
         * @example template.review
         */
        'x-webhook-event': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "9012",
         *       "type": "template.review",
         *       "createdAt": "2026-01-01T08:00:00.000Z",
         *       "data": {
         *         "templateId": "1032",
         *         "name": "会员日通知",
         *         "result": "approved",
         *         "stage": "carrier",
         *         "reason": null,
         *         "expiresAt": "2026-07-01T00:00:00.000Z"
         *       }
         *     }
         */
        'application/json': components['schemas']['TemplateReviewEvent'];
      };
    };
    responses: {
      /** @description 已收到（任意 2xx 均可） */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  taskReviewEvent: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description 发送时间（Unix 秒）；与当前时间相差过大的请求应拒绝
         * @example 1767225600
         */
        'x-webhook-timestamp': string;
        /**
         * @description 签名：sha256= 加上以推送密钥对“时间戳.请求体”做 HMAC-SHA256 的十六进制结果
         * @example sha256=5d41402abc4b2a76b9719d911017c592
         */
        'x-webhook-signature': string;
        /**
         * @description 事件 id（与请求体的 id 相同）
         * @example 9012
         */
        'x-webhook-id': string;
        /**
         * @description 事件类型（与请求体的 type 相同）
         * @example task.review
         */
        'x-webhook-event': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "9012",
         *       "type": "task.review",
         *       "createdAt": "2026-01-01T08:00:00.000Z",
         *       "data": {
         *         "taskId": "2051",
         *         "name": "会员日通知",
         *         "result": "approved",
         *         "reason": null
         *       }
         *     }
         */
        'application/json': components['schemas']['TaskReviewEvent'];
      };
    };
    responses: {
      /** @description 已收到（任意 2xx 均可） */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  testEvent: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description 发送时间（Unix 秒）；与当前时间相差过大的请求应拒绝
         * @example 1767225600
         */
        'x-webhook-timestamp': string;
        /**
         * @description 签名：sha256= 加上以推送密钥对“时间戳.请求体”做 HMAC-SHA256 的十六进制结果
         * @example sha256=5d41402abc4b2a76b9719d911017c592
         */
        'x-webhook-signature': string;
        /**
         * @description 事件 id（与请求体的 id 相同）
         * @example 9012
         */
        'x-webhook-id': string;
        /**
         * @description 事件类型（与请求体的 type 相同）
         * @example webhook.test
         */
        'x-webhook-event': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "9012",
         *       "type": "webhook.test",
         *       "createdAt": "2026-01-01T08:00:00.000Z",
         *       "data": {
         *         "message": "这是一条测试事件"
         *       }
         *     }
         */
        'application/json': components['schemas']['TestEvent'];
      };
    };
    responses: {
      /** @description 已收到（任意 2xx 均可） */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
