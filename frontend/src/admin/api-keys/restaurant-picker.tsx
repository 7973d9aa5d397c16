import { useQuery } from "@apollo/client/react";
import { Select } from "antd";
import { useEffect, useState } from "react";
import type { ChosenRestaurant } from "./api-key-form-values";
import { AdminApiKeyRestaurantsDocument } from "./api-keys-documents";

/** How long typing rests before the search is sent. */
const SEARCH_DELAY_MS = 300;

interface RestaurantPickerProps {
  /** Given by Form.Item: the chosen restaurants with the names they were chosen by. */
  value?: ChosenRestaurant[];
  onChange?: (value: ChosenRestaurant[]) => void;
  id?: string;
  placeholder: string;
  notFound: string;
}

/**
 * Several restaurants, found by typing part of a name (the server searches, 50 at most, so a
 * town of thousands still answers at once). Each choice keeps the name it was chosen by, so it
 * stays readable when a later search no longer lists it.
 */
export function RestaurantPicker({ value = [], onChange, id, placeholder, notFound }: RestaurantPickerProps) {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, previousData, loading } = useQuery(AdminApiKeyRestaurantsDocument, { variables: { search: search === "" ? null : search } });
  const found = (data ?? previousData)?.adminRestaurants.items ?? [];

  return (
    <Select<ChosenRestaurant[]>
      id={id}
      mode="multiple"
      labelInValue
      value={value}
      onChange={(chosen) => onChange?.(chosen.map(({ value: restaurantId, label }) => ({ value: restaurantId, label: String(label) })))}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={found.map((restaurant) => ({ value: restaurant.id, label: restaurant.name }))}
      loading={loading}
      placeholder={placeholder}
      notFoundContent={loading ? undefined : notFound}
      style={{ width: "100%" }}
    />
  );
}
