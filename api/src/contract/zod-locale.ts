import { z } from 'zod';

// Default validation messages in Chinese wherever a schema does not give its own.
z.config(z.locales.zhCN());
