import { Button, Input, Select } from "antd";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AuditEntityType } from "../../gql/graphql";
import { parseDay } from "../orders/order-list-params";
import { AUDIT_ACTOR_MAX_LENGTH, isAuditFiltered, withAuditFilter, type AuditListParams } from "./audit-list-params";
import { AUDIT_KINDS, auditKindLabelKey } from "./audit-words";
import list from "../common/list-page.module.css";
import styles from "./audit.module.css";

/**
 * The audit trail's filters: part of a person's or key's name, one kind, and a range of India
 * days. Each change replaces the URL (page 1); the list follows the URL.
 */
export function AuditFiltersBar({ list: params, onChange }: { list: AuditListParams; onChange: (next: AuditListParams) => void }) {
  const { t } = useTranslation();
  const ids = { actor: useId(), kind: useId(), from: useId(), to: useId() };
  const [actor, setActor] = useState(params.actor);
  // Back/forward changes the URL: the box shows what the list is searching.
  useEffect(() => setActor(params.actor), [params.actor]);

  const kindOptions = AUDIT_KINDS.map((kind) => ({ value: kind, label: t(auditKindLabelKey(kind)) }));

  return (
    <div className={list.filters} role="search" aria-label={t("adminAudit.filters.label")}>
      <div className={list.filterField}>
        <label htmlFor={ids.actor}>{t("adminAudit.filters.actor")}</label>
        <Input.Search
          id={ids.actor}
          value={actor}
          maxLength={AUDIT_ACTOR_MAX_LENGTH}
          placeholder={t("adminAudit.filters.actorPlaceholder")}
          allowClear
          enterButton={t("adminAudit.filters.search")}
          className={styles.actorSearch}
          onChange={(event) => {
            setActor(event.target.value);
            // Clearing the box (its × button) shows everyone's changes again at once.
            if (event.target.value === "" && params.actor !== "") onChange(withAuditFilter(params, { actor: "" }));
          }}
          onSearch={(value) => onChange(withAuditFilter(params, { actor: value.trim() }))}
        />
      </div>
      <div className={list.filterField}>
        <label htmlFor={ids.kind}>{t("adminAudit.filters.kind")}</label>
        <Select<AuditEntityType | null>
          id={ids.kind}
          allowClear
          value={params.kind}
          options={kindOptions}
          placeholder={t("adminAudit.filters.allKinds")}
          // Seventeen short options: all of them in the page, for screen readers and a quick look.
          virtual={false}
          listHeight={400}
          onChange={(kind) => onChange(withAuditFilter(params, { kind: kind ?? null }))}
          className={styles.kindSelect}
        />
      </div>
      <div className={list.filterField}>
        <label htmlFor={ids.from}>{t("adminAudit.filters.from")}</label>
        <Input
          id={ids.from}
          type="date"
          value={params.from ?? ""}
          max={params.to ?? undefined}
          onChange={(event) => onChange(withAuditFilter(params, { from: parseDay(event.target.value) }))}
          className={styles.dateInput}
        />
      </div>
      <div className={list.filterField}>
        <label htmlFor={ids.to}>{t("adminAudit.filters.to")}</label>
        <Input
          id={ids.to}
          type="date"
          value={params.to ?? ""}
          min={params.from ?? undefined}
          onChange={(event) => onChange(withAuditFilter(params, { to: parseDay(event.target.value) }))}
          className={styles.dateInput}
        />
      </div>
      {isAuditFiltered(params) && (
        <Button
          type="link"
          onClick={() => {
            setActor("");
            onChange(withAuditFilter(params, { actor: "", kind: null, from: null, to: null }));
          }}
        >
          {t("adminAudit.filters.clear")}
        </Button>
      )}
    </div>
  );
}
